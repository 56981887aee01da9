// Generated code. Do not modify. Run npm run gen.
export const validate = validate53;

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.problemType === undefined) && (missing0 = "problemType")) || ((data.problemSonType === undefined) && (missing0 = "problemSonType"))){
validate53.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.problemType !== undefined){
let data0 = data.problemType;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.title === undefined) && (missing1 = "title")) || ((data1.value === undefined) && (missing1 = "value"))){
validate53.errors = [{instancePath:instancePath+"/problemType/" + i0,keyword:"required",message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.title !== undefined){
const _errs5 = errors;
if(typeof data1.title !== "string"){
validate53.errors = [{instancePath:instancePath+"/problemType/" + i0+"/title",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.value !== undefined){
let data3 = data1.value;
const _errs7 = errors;
if((typeof data3 !== "string") && (!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3))))){
validate53.errors = [{instancePath:instancePath+"/problemType/" + i0+"/value",keyword:"type",message:"must be string,integer"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/problemType/" + i0,keyword:"type",message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/problemType",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.problemSonType !== undefined){
let data4 = data.problemSonType;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid3 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing2;
if(((data5.title === undefined) && (missing2 = "title")) || ((data5.value === undefined) && (missing2 = "value"))){
validate53.errors = [{instancePath:instancePath+"/problemSonType/" + i1,keyword:"required",message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data5.title !== undefined){
const _errs13 = errors;
if(typeof data5.title !== "string"){
validate53.errors = [{instancePath:instancePath+"/problemSonType/" + i1+"/title",keyword:"type",message:"must be string"}];
return false;
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.value !== undefined){
let data7 = data5.value;
const _errs15 = errors;
if((typeof data7 !== "string") && (!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7))))){
validate53.errors = [{instancePath:instancePath+"/problemSonType/" + i1+"/value",keyword:"type",message:"must be string,integer"}];
return false;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/problemSonType/" + i1,keyword:"type",message:"must be object"}];
return false;
}
}
var valid3 = _errs11 === errors;
if(!valid3){
break;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/problemSonType",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.orderDetail !== undefined){
let data8 = data.orderDetail;
const _errs17 = errors;
if(errors === _errs17){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing3;
if((((data8.orderNo === undefined) && (missing3 = "orderNo")) || ((data8.productName === undefined) && (missing3 = "productName"))) || ((data8.isShow === undefined) && (missing3 = "isShow"))){
validate53.errors = [{instancePath:instancePath+"/orderDetail",keyword:"required",message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data8.orderNo !== undefined){
let data9 = data8.orderNo;
const _errs19 = errors;
if((typeof data9 !== "string") && (!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9))))){
validate53.errors = [{instancePath:instancePath+"/orderDetail/orderNo",keyword:"type",message:"must be string,integer"}];
return false;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data8.productLogo !== undefined){
const _errs21 = errors;
if(typeof data8.productLogo !== "string"){
validate53.errors = [{instancePath:instancePath+"/orderDetail/productLogo",keyword:"type",message:"must be string"}];
return false;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data8.productName !== undefined){
const _errs23 = errors;
if(typeof data8.productName !== "string"){
validate53.errors = [{instancePath:instancePath+"/orderDetail/productName",keyword:"type",message:"must be string"}];
return false;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data8.status !== undefined){
let data12 = data8.status;
const _errs25 = errors;
if((typeof data12 !== "string") && (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12))))){
validate53.errors = [{instancePath:instancePath+"/orderDetail/status",keyword:"type",message:"must be string,integer"}];
return false;
}
var valid5 = _errs25 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data8.isShow !== undefined){
let data13 = data8.isShow;
const _errs27 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate53.errors = [{instancePath:instancePath+"/orderDetail/isShow",keyword:"type",message:"must be integer"}];
return false;
}
if(!((data13 === 0) || (data13 === 1))){
validate53.errors = [{instancePath:instancePath+"/orderDetail/isShow",keyword:"enum",message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs27 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data8.list !== undefined){
let data14 = data8.list;
const _errs29 = errors;
if(errors === _errs29){
if(Array.isArray(data14)){
var valid6 = true;
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
let data15 = data14[i2];
const _errs31 = errors;
if(errors === _errs31){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing4;
if(((data15.title === undefined) && (missing4 = "title")) || ((data15.value === undefined) && (missing4 = "value"))){
validate53.errors = [{instancePath:instancePath+"/orderDetail/list/" + i2,keyword:"required",message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data15.title !== undefined){
const _errs33 = errors;
if(typeof data15.title !== "string"){
validate53.errors = [{instancePath:instancePath+"/orderDetail/list/" + i2+"/title",keyword:"type",message:"must be string"}];
return false;
}
var valid7 = _errs33 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data15.value !== undefined){
let data17 = data15.value;
const _errs35 = errors;
if((typeof data17 !== "string") && (!((typeof data17 == "number") && (isFinite(data17))))){
validate53.errors = [{instancePath:instancePath+"/orderDetail/list/" + i2+"/value",keyword:"type",message:"must be string,number"}];
return false;
}
var valid7 = _errs35 === errors;
}
else {
var valid7 = true;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/orderDetail/list/" + i2,keyword:"type",message:"must be object"}];
return false;
}
}
var valid6 = _errs31 === errors;
if(!valid6){
break;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/orderDetail/list",keyword:"type",message:"must be array"}];
return false;
}
}
var valid5 = _errs29 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/orderDetail",keyword:"type",message:"must be object"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.orderList !== undefined){
let data18 = data.orderList;
const _errs37 = errors;
if(errors === _errs37){
if(Array.isArray(data18)){
var valid8 = true;
const len3 = data18.length;
for(let i3=0; i3<len3; i3++){
let data19 = data18[i3];
const _errs39 = errors;
if(errors === _errs39){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing5;
if((((data19.orderNo === undefined) && (missing5 = "orderNo")) || ((data19.productName === undefined) && (missing5 = "productName"))) || ((data19.isShow === undefined) && (missing5 = "isShow"))){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3,keyword:"required",message:"must have required property '"+missing5+"'"}];
return false;
}
else {
if(data19.orderNo !== undefined){
let data20 = data19.orderNo;
const _errs41 = errors;
if((typeof data20 !== "string") && (!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20))))){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/orderNo",keyword:"type",message:"must be string,integer"}];
return false;
}
var valid9 = _errs41 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data19.productLogo !== undefined){
const _errs43 = errors;
if(typeof data19.productLogo !== "string"){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/productLogo",keyword:"type",message:"must be string"}];
return false;
}
var valid9 = _errs43 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data19.productName !== undefined){
const _errs45 = errors;
if(typeof data19.productName !== "string"){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/productName",keyword:"type",message:"must be string"}];
return false;
}
var valid9 = _errs45 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data19.status !== undefined){
let data23 = data19.status;
const _errs47 = errors;
if((typeof data23 !== "string") && (!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23))))){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/status",keyword:"type",message:"must be string,integer"}];
return false;
}
var valid9 = _errs47 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data19.isShow !== undefined){
let data24 = data19.isShow;
const _errs49 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/isShow",keyword:"type",message:"must be integer"}];
return false;
}
if(!((data24 === 0) || (data24 === 1))){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/isShow",keyword:"enum",message:"must be equal to one of the allowed values"}];
return false;
}
var valid9 = _errs49 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data19.list !== undefined){
let data25 = data19.list;
const _errs51 = errors;
if(errors === _errs51){
if(Array.isArray(data25)){
var valid10 = true;
const len4 = data25.length;
for(let i4=0; i4<len4; i4++){
let data26 = data25[i4];
const _errs53 = errors;
if(errors === _errs53){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
let missing6;
if(((data26.title === undefined) && (missing6 = "title")) || ((data26.value === undefined) && (missing6 = "value"))){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/list/" + i4,keyword:"required",message:"must have required property '"+missing6+"'"}];
return false;
}
else {
if(data26.title !== undefined){
const _errs55 = errors;
if(typeof data26.title !== "string"){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/list/" + i4+"/title",keyword:"type",message:"must be string"}];
return false;
}
var valid11 = _errs55 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data26.value !== undefined){
let data28 = data26.value;
const _errs57 = errors;
if((typeof data28 !== "string") && (!((typeof data28 == "number") && (isFinite(data28))))){
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/list/" + i4+"/value",keyword:"type",message:"must be string,number"}];
return false;
}
var valid11 = _errs57 === errors;
}
else {
var valid11 = true;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/list/" + i4,keyword:"type",message:"must be object"}];
return false;
}
}
var valid10 = _errs53 === errors;
if(!valid10){
break;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3+"/list",keyword:"type",message:"must be array"}];
return false;
}
}
var valid9 = _errs51 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/orderList/" + i3,keyword:"type",message:"must be object"}];
return false;
}
}
var valid8 = _errs39 === errors;
if(!valid8){
break;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/orderList",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate53.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
