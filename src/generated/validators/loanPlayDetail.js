// Generated code. Do not modify. Run npm run gen.
export const validate = validate45;

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.repayAmount === undefined) && (missing0 = "repayAmount")) || ((data.productName === undefined) && (missing0 = "productName"))) || ((data.repayDate === undefined) && (missing0 = "repayDate"))) || ((data.productLogo === undefined) && (missing0 = "productLogo"))) || ((data.detail === undefined) && (missing0 = "detail"))) || ((data.repayList === undefined) && (missing0 = "repayList"))){
validate45.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.repayAmount !== undefined){
let data0 = data.repayAmount;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate45.errors = [{instancePath:instancePath+"/repayAmount",keyword:"type",message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productName !== undefined){
const _errs3 = errors;
if(typeof data.productName !== "string"){
validate45.errors = [{instancePath:instancePath+"/productName",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayDate !== undefined){
let data2 = data.repayDate;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate45.errors = [{instancePath:instancePath+"/repayDate",keyword:"type",message:"must be integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productLogo !== undefined){
const _errs7 = errors;
if(typeof data.productLogo !== "string"){
validate45.errors = [{instancePath:instancePath+"/productLogo",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.detail !== undefined){
let data4 = data.detail;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if(((data5.text === undefined) && (missing1 = "text")) || ((data5.value === undefined) && (missing1 = "value"))){
validate45.errors = [{instancePath:instancePath+"/detail/" + i0,keyword:"required",message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data5.text !== undefined){
const _errs13 = errors;
if(typeof data5.text !== "string"){
validate45.errors = [{instancePath:instancePath+"/detail/" + i0+"/text",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.value !== undefined){
let data7 = data5.value;
const _errs15 = errors;
if((typeof data7 !== "string") && (!((typeof data7 == "number") && (isFinite(data7))))){
validate45.errors = [{instancePath:instancePath+"/detail/" + i0+"/value",keyword:"type",message:"must be string,number"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/detail/" + i0,keyword:"type",message:"must be object"}];
return false;
}
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/detail",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayList !== undefined){
let data8 = data.repayList;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data8)){
var valid3 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs19 = errors;
if(errors === _errs19){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if(((data9.name === undefined) && (missing2 = "name")) || ((data9.channel_number === undefined) && (missing2 = "channel_number"))){
validate45.errors = [{instancePath:instancePath+"/repayList/" + i1,keyword:"required",message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data9.name !== undefined){
const _errs21 = errors;
if(typeof data9.name !== "string"){
validate45.errors = [{instancePath:instancePath+"/repayList/" + i1+"/name",keyword:"type",message:"must be string"}];
return false;
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.logo !== undefined){
const _errs23 = errors;
if(typeof data9.logo !== "string"){
validate45.errors = [{instancePath:instancePath+"/repayList/" + i1+"/logo",keyword:"type",message:"must be string"}];
return false;
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.channel_number !== undefined){
let data12 = data9.channel_number;
const _errs25 = errors;
if((typeof data12 !== "string") && (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12))))){
validate45.errors = [{instancePath:instancePath+"/repayList/" + i1+"/channel_number",keyword:"type",message:"must be string,integer"}];
return false;
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/repayList/" + i1,keyword:"type",message:"must be object"}];
return false;
}
}
var valid3 = _errs19 === errors;
if(!valid3){
break;
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/repayList",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.noticeMsg !== undefined){
const _errs27 = errors;
if(typeof data.noticeMsg !== "string"){
validate45.errors = [{instancePath:instancePath+"/noticeMsg",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.defDetail !== undefined){
let data14 = data.defDetail;
const _errs29 = errors;
if(errors === _errs29){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.payCode !== undefined){
const _errs31 = errors;
if(typeof data14.payCode !== "string"){
validate45.errors = [{instancePath:instancePath+"/defDetail/payCode",keyword:"type",message:"must be string"}];
return false;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data14.logo !== undefined){
const _errs33 = errors;
if(typeof data14.logo !== "string"){
validate45.errors = [{instancePath:instancePath+"/defDetail/logo",keyword:"type",message:"must be string"}];
return false;
}
var valid5 = _errs33 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data14.title !== undefined){
const _errs35 = errors;
if(typeof data14.title !== "string"){
validate45.errors = [{instancePath:instancePath+"/defDetail/title",keyword:"type",message:"must be string"}];
return false;
}
var valid5 = _errs35 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data14.payNotice !== undefined){
let data18 = data14.payNotice;
const _errs37 = errors;
if(errors === _errs37){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key0 in data18){
let data19 = data18[key0];
const _errs40 = errors;
if(errors === _errs40){
if(Array.isArray(data19)){
var valid7 = true;
const len2 = data19.length;
for(let i2=0; i2<len2; i2++){
let data20 = data19[i2];
const _errs42 = errors;
if(errors === _errs42){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing3;
if(((data20.name === undefined) && (missing3 = "name")) || ((data20.steps === undefined) && (missing3 = "steps"))){
validate45.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,keyword:"required",message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data20.name !== undefined){
const _errs44 = errors;
if(typeof data20.name !== "string"){
validate45.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2+"/name",keyword:"type",message:"must be string"}];
return false;
}
var valid8 = _errs44 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data20.steps !== undefined){
let data22 = data20.steps;
const _errs46 = errors;
if(errors === _errs46){
if(Array.isArray(data22)){
var valid9 = true;
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
const _errs48 = errors;
if(typeof data22[i3] !== "string"){
validate45.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2+"/steps/" + i3,keyword:"type",message:"must be string"}];
return false;
}
var valid9 = _errs48 === errors;
if(!valid9){
break;
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2+"/steps",keyword:"type",message:"must be array"}];
return false;
}
}
var valid8 = _errs46 === errors;
}
else {
var valid8 = true;
}
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,keyword:"type",message:"must be object"}];
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
validate45.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",message:"must be array"}];
return false;
}
}
var valid6 = _errs40 === errors;
if(!valid6){
break;
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/defDetail/payNotice",keyword:"type",message:"must be object"}];
return false;
}
}
var valid5 = _errs37 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/defDetail",keyword:"type",message:"must be object"}];
return false;
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isShowReyTop !== undefined){
let data24 = data.isShowReyTop;
const _errs50 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
validate45.errors = [{instancePath:instancePath+"/isShowReyTop",keyword:"type",message:"must be integer"}];
return false;
}
if(!((data24 === 0) || (data24 === 1))){
validate45.errors = [{instancePath:instancePath+"/isShowReyTop",keyword:"enum",message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs50 === errors;
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
else {
validate45.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}
