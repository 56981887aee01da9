// Generated code. Do not modify. Run npm run gen.
export const validate = validate49;

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.delayInfo === undefined) && (missing0 = "delayInfo")) || ((data.repayPlan === undefined) && (missing0 = "repayPlan"))) || ((data.repayList === undefined) && (missing0 = "repayList"))) || ((data.repayDate === undefined) && (missing0 = "repayDate"))){
validate49.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.delayInfo !== undefined){
let data0 = data.delayInfo;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((data0.title === undefined) && (missing1 = "title")) || ((data0.delayAmount === undefined) && (missing1 = "delayAmount"))){
validate49.errors = [{instancePath:instancePath+"/delayInfo",keyword:"required",message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.title !== undefined){
const _errs3 = errors;
if(typeof data0.title !== "string"){
validate49.errors = [{instancePath:instancePath+"/delayInfo/title",keyword:"type",message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.delayAmount !== undefined){
let data2 = data0.delayAmount;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate49.errors = [{instancePath:instancePath+"/delayInfo/delayAmount",keyword:"type",message:"must be integer"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/delayInfo",keyword:"type",message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayPlan !== undefined){
let data3 = data.repayPlan;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if((((data4.title === undefined) && (missing2 = "title")) || ((data4.amount === undefined) && (missing2 = "amount"))) || ((data4.time === undefined) && (missing2 = "time"))){
validate49.errors = [{instancePath:instancePath+"/repayPlan/" + i0,keyword:"required",message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data4.remark !== undefined){
const _errs11 = errors;
if(typeof data4.remark !== "string"){
validate49.errors = [{instancePath:instancePath+"/repayPlan/" + i0+"/remark",keyword:"type",message:"must be string"}];
return false;
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.title !== undefined){
const _errs13 = errors;
if(typeof data4.title !== "string"){
validate49.errors = [{instancePath:instancePath+"/repayPlan/" + i0+"/title",keyword:"type",message:"must be string"}];
return false;
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.amount !== undefined){
let data7 = data4.amount;
const _errs15 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate49.errors = [{instancePath:instancePath+"/repayPlan/" + i0+"/amount",keyword:"type",message:"must be integer"}];
return false;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.time !== undefined){
let data8 = data4.time;
const _errs17 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate49.errors = [{instancePath:instancePath+"/repayPlan/" + i0+"/time",keyword:"type",message:"must be integer"}];
return false;
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/repayPlan/" + i0,keyword:"type",message:"must be object"}];
return false;
}
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/repayPlan",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayList !== undefined){
let data9 = data.repayList;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data9)){
var valid4 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
const _errs21 = errors;
if(errors === _errs21){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing3;
if(((data10.name === undefined) && (missing3 = "name")) || ((data10.channel_number === undefined) && (missing3 = "channel_number"))){
validate49.errors = [{instancePath:instancePath+"/repayList/" + i1,keyword:"required",message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data10.name !== undefined){
const _errs23 = errors;
if(typeof data10.name !== "string"){
validate49.errors = [{instancePath:instancePath+"/repayList/" + i1+"/name",keyword:"type",message:"must be string"}];
return false;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data10.logo !== undefined){
const _errs25 = errors;
if(typeof data10.logo !== "string"){
validate49.errors = [{instancePath:instancePath+"/repayList/" + i1+"/logo",keyword:"type",message:"must be string"}];
return false;
}
var valid5 = _errs25 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data10.channel_number !== undefined){
let data13 = data10.channel_number;
const _errs27 = errors;
if((typeof data13 !== "string") && (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13))))){
validate49.errors = [{instancePath:instancePath+"/repayList/" + i1+"/channel_number",keyword:"type",message:"must be string,integer"}];
return false;
}
var valid5 = _errs27 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/repayList/" + i1,keyword:"type",message:"must be object"}];
return false;
}
}
var valid4 = _errs21 === errors;
if(!valid4){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/repayList",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayDate !== undefined){
let data14 = data.repayDate;
const _errs29 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate49.errors = [{instancePath:instancePath+"/repayDate",keyword:"type",message:"must be integer"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.defDetail !== undefined){
let data15 = data.defDetail;
const _errs31 = errors;
if(errors === _errs31){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.payCode !== undefined){
const _errs33 = errors;
if(typeof data15.payCode !== "string"){
validate49.errors = [{instancePath:instancePath+"/defDetail/payCode",keyword:"type",message:"must be string"}];
return false;
}
var valid6 = _errs33 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.logo !== undefined){
const _errs35 = errors;
if(typeof data15.logo !== "string"){
validate49.errors = [{instancePath:instancePath+"/defDetail/logo",keyword:"type",message:"must be string"}];
return false;
}
var valid6 = _errs35 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.title !== undefined){
const _errs37 = errors;
if(typeof data15.title !== "string"){
validate49.errors = [{instancePath:instancePath+"/defDetail/title",keyword:"type",message:"must be string"}];
return false;
}
var valid6 = _errs37 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.payNotice !== undefined){
let data19 = data15.payNotice;
const _errs39 = errors;
if(errors === _errs39){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key0 in data19){
let data20 = data19[key0];
const _errs42 = errors;
if(errors === _errs42){
if(Array.isArray(data20)){
var valid8 = true;
const len2 = data20.length;
for(let i2=0; i2<len2; i2++){
let data21 = data20[i2];
const _errs44 = errors;
if(errors === _errs44){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
let missing4;
if(((data21.name === undefined) && (missing4 = "name")) || ((data21.steps === undefined) && (missing4 = "steps"))){
validate49.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,keyword:"required",message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data21.name !== undefined){
const _errs46 = errors;
if(typeof data21.name !== "string"){
validate49.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2+"/name",keyword:"type",message:"must be string"}];
return false;
}
var valid9 = _errs46 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data21.steps !== undefined){
let data23 = data21.steps;
const _errs48 = errors;
if(errors === _errs48){
if(Array.isArray(data23)){
var valid10 = true;
const len3 = data23.length;
for(let i3=0; i3<len3; i3++){
const _errs50 = errors;
if(typeof data23[i3] !== "string"){
validate49.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2+"/steps/" + i3,keyword:"type",message:"must be string"}];
return false;
}
var valid10 = _errs50 === errors;
if(!valid10){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2+"/steps",keyword:"type",message:"must be array"}];
return false;
}
}
var valid9 = _errs48 === errors;
}
else {
var valid9 = true;
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,keyword:"type",message:"must be object"}];
return false;
}
}
var valid8 = _errs44 === errors;
if(!valid8){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",message:"must be array"}];
return false;
}
}
var valid7 = _errs42 === errors;
if(!valid7){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/defDetail/payNotice",keyword:"type",message:"must be object"}];
return false;
}
}
var valid6 = _errs39 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/defDetail",keyword:"type",message:"must be object"}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isShowReyTop !== undefined){
let data25 = data.isShowReyTop;
const _errs52 = errors;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
validate49.errors = [{instancePath:instancePath+"/isShowReyTop",keyword:"type",message:"must be integer"}];
return false;
}
if(!((data25 === 0) || (data25 === 1))){
validate49.errors = [{instancePath:instancePath+"/isShowReyTop",keyword:"enum",message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productName !== undefined){
const _errs54 = errors;
if(typeof data.productName !== "string"){
validate49.errors = [{instancePath:instancePath+"/productName",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productLogo !== undefined){
const _errs56 = errors;
if(typeof data.productLogo !== "string"){
validate49.errors = [{instancePath:instancePath+"/productLogo",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.detail !== undefined){
let data28 = data.detail;
const _errs58 = errors;
if(errors === _errs58){
if(Array.isArray(data28)){
var valid11 = true;
const len4 = data28.length;
for(let i4=0; i4<len4; i4++){
let data29 = data28[i4];
const _errs60 = errors;
if(errors === _errs60){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
let missing5;
if(((data29.text === undefined) && (missing5 = "text")) || ((data29.value === undefined) && (missing5 = "value"))){
validate49.errors = [{instancePath:instancePath+"/detail/" + i4,keyword:"required",message:"must have required property '"+missing5+"'"}];
return false;
}
else {
if(data29.text !== undefined){
const _errs62 = errors;
if(typeof data29.text !== "string"){
validate49.errors = [{instancePath:instancePath+"/detail/" + i4+"/text",keyword:"type",message:"must be string"}];
return false;
}
var valid12 = _errs62 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data29.value !== undefined){
let data31 = data29.value;
const _errs64 = errors;
if((typeof data31 !== "string") && (!((typeof data31 == "number") && (isFinite(data31))))){
validate49.errors = [{instancePath:instancePath+"/detail/" + i4+"/value",keyword:"type",message:"must be string,number"}];
return false;
}
var valid12 = _errs64 === errors;
}
else {
var valid12 = true;
}
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/detail/" + i4,keyword:"type",message:"must be object"}];
return false;
}
}
var valid11 = _errs60 === errors;
if(!valid11){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/detail",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.noticeMsg !== undefined){
const _errs66 = errors;
if(typeof data.noticeMsg !== "string"){
validate49.errors = [{instancePath:instancePath+"/noticeMsg",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs66 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate49.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate49.errors = vErrors;
return errors === 0;
}
